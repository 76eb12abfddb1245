import { templatePage } from '@office/contracts/browser';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/privacy')({
  loader: loadTextPage('개인정보처리방침'),
  head: seoHead,
  component: PrivacyPolicy,
});

/**
 * The privacy policy: its own articles, and after articles 2 and 3 what the inquiry form's consent
 * text states too, the numbers never kept and how long an inquiry is kept (one text each, the
 * template's; decision 0041).
 */
function PrivacyPolicy() {
  const { t } = useTexts(templatePage);
  return <LegalDocument pageName="개인정보처리방침" after={{ 2: t('inquiry.identifiers'), 3: t('inquiry.retention') }} />;
}
