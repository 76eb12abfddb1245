import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { useTexts } from '../hooks/use-texts';

const sectionNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.texts.page.queryOptions({ pageName: '개인정보처리방침' })),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { t, s } = useTexts('개인정보처리방침');
  return (
    <LegalDocument
      title={t('title')}
      intro={s('intro')}
      sections={sectionNumbers.map((n) => ({ title: t(`section${n}.title`), body: s(`section${n}.body`) }))}
      effectiveDate={t('effectiveDate')}
    />
  );
}
