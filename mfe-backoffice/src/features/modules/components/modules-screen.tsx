import { SectionRoutes } from '../../../components/section-routes';
import { ModulePage } from './module-page';
import { ModulesList } from './modules-list';

/** `/dmn/modules`: the front-ends' live releases, `:frontend` one front-end's releases and switches. */
export default function ModulesScreen() {
  return <SectionRoutes index={<ModulesList />} routes={{ ':frontend': <ModulePage /> }} />;
}
