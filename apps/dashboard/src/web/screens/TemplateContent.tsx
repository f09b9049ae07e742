import '../center-work/center-work.css';
import { Tabs } from '../center-work/inputs';
import { CenterScope } from '../center-work/scope';
import { CtaTab, DirectionsTab, HeroTab, SectionsTab, VisibilityTab } from '../center-work/TemplateTabs';
import { UnsavedWork } from '../center-work/UnsavedWork';
import { LoadError, Loading } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

// `/dashboard/template-content` (spec 2.3): the tabs of the center website's template: hero slides,
// page visibility, CTA box, homepage sections and the directions text. Each tab saves on its own and sends
// only what changed in it; the server keeps every other key of the template's content.

function TemplateEditor({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const query = trpc.centerWork.templateContent.get.useQuery({ centerId });
  if (query.isPending) return <Loading />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { content, templateId } = query.data;
  // each tab keeps what was typed; its baseline of "changed" follows the stored content (after a save, the
  // server's answer), so a save in one tab neither resets nor resends another
  return (
    <>
      <p className="hint intro">{t('template.templateId', { template: templateId })}</p>
      <Tabs
        label={t('template.tabs')}
        tabs={[
          {
            id: 'hero',
            label: t('template.tab.hero'),
            content: <HeroTab centerId={centerId} content={content} />,
          },
          {
            id: 'visibility',
            label: t('template.tab.visibility'),
            content: <VisibilityTab centerId={centerId} content={content} />,
          },
          {
            id: 'cta',
            label: t('template.tab.cta'),
            content: <CtaTab centerId={centerId} content={content} />,
          },
          {
            id: 'sections',
            label: t('template.tab.sections'),
            content: <SectionsTab centerId={centerId} content={content} />,
          },
          {
            id: 'directions',
            label: t('template.tab.directions'),
            content: <DirectionsTab centerId={centerId} content={content} />,
          },
        ]}
      />
    </>
  );
}

export default function TemplateContentScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('template.title')}</h1>
      <p className="hint intro">{t('template.intro')}</p>
      <CenterScope>
        {(centerId) => (
          <UnsavedWork>
            <TemplateEditor centerId={centerId} />
          </UnsavedWork>
        )}
      </CenterScope>
    </div>
  );
}
