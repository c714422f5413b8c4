import { useState, type FormEvent } from 'react';
import { canPerform, ROLE_FLAGS, toRoles, type Roles } from '@shop/shared/access';
import { useMutation } from '@shop/shared/apollo';
import type { UserFieldsFragment } from '@shop/shared/graphql';
import { SetUserRolesDocument } from '../../../lib/graphql/operations.generated';
import { useRoles, useShopStore } from '@shop/shared/store';
import { ROLE_TITLES } from '../role-titles';

/** The role checkboxes: an administrator changes another person's roles; everyone else only sees them. */
export function UserRolesForm({ user }: { user: UserFieldsFragment }) {
  const mayGrant = canPerform(useRoles(), 'grantRoles');
  const self = useShopStore((state) => state.user?.uid === user.uid);
  const [roles, setRoles] = useState<Roles>(() => toRoles(user));
  const [saved, setSaved] = useState(false);
  const [save, { loading, error }] = useMutation(SetUserRolesDocument);
  const editable = mayGrant && !self;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      await save({ variables: { uid: user.uid, roles } });
      setSaved(true);
    } catch {
      // shown below from `error`
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="roles-title">
      <fieldset disabled={!editable || loading}>
        <legend id="roles-title">Роли</legend>
        {ROLE_FLAGS.map((flag) => (
          <label key={flag} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={roles[flag]}
              onChange={(event) => {
                setSaved(false);
                setRoles({ ...roles, [flag]: event.target.checked });
              }}
            />{' '}
            {ROLE_TITLES[flag]}
          </label>
        ))}
      </fieldset>
      {self ? <p>Свои роли изменить нельзя: попросите другого администратора.</p> : null}
      {!mayGrant ? <p>Роли выдаёт и снимает администратор.</p> : null}
      {editable ? (
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Сохраняем…' : 'Сохранить роли'}
        </button>
      ) : null}
      {saved ? <p role="status">Роли сохранены.</p> : null}
      {error ? <p role="alert">Не удалось сохранить роли: {error.message}</p> : null}
    </form>
  );
}
