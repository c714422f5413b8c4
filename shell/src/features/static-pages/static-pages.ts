import type { ComponentType } from 'react';
import type { ShellPageName } from '@shop/shared/routes';
import { CompanyPage } from './company-page';
import { ContactsPage } from './contacts-page';
import { DeliveryPage } from './delivery-page';
import { GuaranteePage } from './guarantee-page';
import { PaymentPage } from './payment-page';
import { ReturnPage } from './return-page';

/** The shell's own text pages, by their names in the route table (@shop/shared/routes). */
export const STATIC_PAGES: Readonly<Record<ShellPageName, ComponentType>> = {
  contacts: ContactsPage,
  company: CompanyPage,
  return: ReturnPage,
  guarantee: GuaranteePage,
  payment: PaymentPage,
  delivery: DeliveryPage,
};
