import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { useTexts } from '../hooks/use-texts';

const sectionNumbers = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const Route = createFileRoute('/terms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.texts.page.queryOptions({ pageName: '이용약관' })),
  component: TermsPage,
});

function TermsPage() {
  const { t, s } = useTexts('이용약관');
  return (
    <LegalDocument
      title={t('title')}
      intro={s('intro')}
      sections={sectionNumbers.map((n) => ({ title: t(`section${n}.title`), body: s(`section${n}.body`) }))}
      effectiveDate={t('effectiveDate')}
    />
  );
}
