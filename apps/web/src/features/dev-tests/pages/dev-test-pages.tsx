import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

type TestPage = 'testSortList' | 'testDraggableResizable';

/** Developer workbenches for components still to be built (spec 2's /test pages; the PDF ones live in features/pdf-viewer). */
function DevTestPage({ page }: { page: TestPage }) {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconFlask size={32} stroke={1.6} />} title={t(`pages.${page}.title`)} body={t(`pages.${page}.body`)} developer />;
}

export const TestSortListPage = () => <DevTestPage page="testSortList" />;
export const TestDraggableResizablePage = () => <DevTestPage page="testDraggableResizable" />;
