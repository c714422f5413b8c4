import { REQUISITE_VARIABLES, DEMO_REQUISITES, type ShopRequisites } from '@shop/shared/invoice-sheet';
import {
  bicProblem,
  correspondentAccountProblem,
  innProblem,
  kppProblem,
  settlementAccountProblem,
} from '@shop/shared/purchasing';
import { hasHiddenCharacters } from '@shop/shared/typed-text';

const TEXT_LENGTH = 200;

/** A line of text a document prints: present, one line, no hidden characters, not too long. */
function textProblem(value: string): string | null {
  if (!value) return 'is required';
  if (hasHiddenCharacters(value, 'one line')) return 'has control or invisible characters';
  if (value.length > TEXT_LENGTH) return `is longer than ${TEXT_LENGTH} characters`;
  return null;
}

/**
 * The requisites from the environment, or every problem with them (each names its variable). None set
 * outside production: the demonstration ones. Some set: all are required, so a real name is never printed
 * beside a demonstration account.
 */
export function shopRequisitesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  production = env.NODE_ENV === 'production',
): ShopRequisites | { problems: string[] } {
  const read = (key: keyof ShopRequisites) => (env[REQUISITE_VARIABLES[key]] ?? '').trim();
  const given = Object.values(REQUISITE_VARIABLES).some((variable) => env[variable]?.trim());
  if (!given && !production) return DEMO_REQUISITES;
  const requisites: ShopRequisites = {
    name: read('name'),
    inn: read('inn'),
    kpp: read('kpp') || null,
    address: read('address'),
    bank: read('bank'),
    bic: read('bic'),
    correspondentAccount: read('correspondentAccount'),
    account: read('account'),
  };
  const problems: string[] = [];
  const check = (key: keyof ShopRequisites, problem: string | null) => {
    if (problem)
      problems.push(`${REQUISITE_VARIABLES[key]}: ${problem}${requisites[key] ? `, not «${requisites[key]}»` : ''}`);
  };
  for (const key of ['name', 'address', 'bank'] as const) check(key, textProblem(requisites[key]));
  check('inn', innProblem(requisites.inn));
  if (requisites.inn.length === 10 && !requisites.kpp) check('kpp', 'a company (a 10-digit ИНН) has a КПП');
  else check('kpp', kppProblem(requisites.kpp ?? ''));
  check('bic', bicProblem(requisites.bic));
  if (!bicProblem(requisites.bic)) {
    check('correspondentAccount', correspondentAccountProblem(requisites.correspondentAccount, requisites.bic));
    check('account', settlementAccountProblem(requisites.account, requisites.bic));
  }
  if (problems.length && production && !given)
    return {
      problems: [
        "SHOP_LEGAL_NAME, SHOP_INN, SHOP_KPP, SHOP_LEGAL_ADDRESS, SHOP_BANK, SHOP_BIC, SHOP_CORRESPONDENT_ACCOUNT and SHOP_ACCOUNT are required in production: the shop's requisites on its invoices",
      ],
    };
  return problems.length ? { problems } : requisites;
}
