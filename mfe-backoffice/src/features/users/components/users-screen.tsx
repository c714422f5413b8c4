import { UserDetail } from './user-detail';
import { UsersList } from './users-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/users`: the list, and `users/:uid` with the person's roles. */
export default function UsersScreen() {
  return <SectionRoutes index={<UsersList />} routes={{ ':uid': <UserDetail /> }} notFound={false} />;
}
