import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { loadPageTexts } from './-page-texts';

export const Route = createFileRoute('/privacy')({
  loader: loadPageTexts('개인정보처리방침'),
  component: () => <LegalDocument pageName="개인정보처리방침" />,
});
