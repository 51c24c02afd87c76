import { HomePage } from '../../features/home/pages/home-page';
import { AgreementsMainList } from '../../features/agreements/pages/agreement-pages';
import { TemplatesStrip } from '../../features/templates/components/templates-strip';

/**
 * / (IndexMain): the home layout with the main list. The home feature draws the page;
 * for a signed-in user it shows templates to start from, and its main list is the
 * agreements index. Composed here because
 * features do not import each other.
 */
export function IndexMainPage() {
  return <HomePage mainList={<AgreementsMainList />} templates={<TemplatesStrip />} />;
}
