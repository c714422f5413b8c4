import { Route, Routes } from '@shop/shared/router';
import { UserDetail } from './user-detail';
import { UsersList } from './users-list';

/** `/dmn/users`: the list, and `users/:uid` with the person's roles. */
export default function UsersScreen() {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path=":uid" element={<UserDetail />} />
    </Routes>
  );
}
