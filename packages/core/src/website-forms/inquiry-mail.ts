// The e-mail of a center website form (spec 6.3) in the shared layout, branded with the center's colors and logo.
import { subjectLine } from '../mail/context';
import type { MailBlock, MailBrand } from '../mail/layout';
import { type RenderedMail, renderContent } from '../mail/templates';
import { WEBSITE_FORM_TEMPLATE_ID, WEBSITE_FORMS } from './forms';
import type { WebsiteFormSubmission } from './submission';

/** The header and accents when a stored color is no safe hex color (spec 6.3: the dark neutral gray fallback). */
export const FALLBACK_HEADER_COLOR = '#374151';
export const FALLBACK_ACCENT_COLOR = '#1d4ed8';

export interface InquiryCenter {
  name: string;
  baseColor: string | null;
  accentColor: string | null;
  /** the logo as an absolute URL, if any */
  logoUrl: string | null;
  websiteUrl: string | null;
  customDomain: string | null;
  legacyWebsiteUrl: string | null;
}

/** The color when it is `#rgb` or `#rrggbb` (nothing else may reach a style attribute), else the fallback. */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website the form was sent from: the production URL, else the custom domain, else the legacy website value. */
export function inquiryWebsiteUrl(
  center: Pick<InquiryCenter, 'websiteUrl' | 'customDomain' | 'legacyWebsiteUrl'>,
): string | null {
  const domain = center.customDomain?.trim();
  return (
    httpUrl(center.websiteUrl) ??
    (domain && /^[a-z0-9.-]+(:\d+)?$/i.test(domain) ? httpUrl(`https://${domain}`) : null) ??
    httpUrl(center.legacyWebsiteUrl)
  );
}

/** The mail's subject: the contact form's own subject when the visitor gave one, else the form label and center. */
export function inquirySubject(submission: WebsiteFormSubmission, centerName: string): string {
  const label = WEBSITE_FORMS[submission.formKey].label;
  if (submission.formKey === 'kontakt' && submission.subject)
    return subjectLine(`${label}: ${submission.subject}`, 200);
  return subjectLine(`${label} – ${centerName}`, 200);
}

export function brandOf(center: InquiryCenter): MailBrand {
  const logoUrl = httpUrl(center.logoUrl);
  return {
    title: center.name,
    headerColor: safeHexColor(center.baseColor, FALLBACK_HEADER_COLOR),
    accentColor: safeHexColor(center.accentColor, FALLBACK_ACCENT_COLOR),
    logoUrl,
  };
}

/** Renders the form e-mail; every visitor value is plain text (the layout escapes it for the HTML part). */
export function renderInquiryMail(
  center: InquiryCenter,
  submission: WebsiteFormSubmission,
): RenderedMail<typeof WEBSITE_FORM_TEMPLATE_ID> {
  const label = WEBSITE_FORMS[submission.formKey].label;
  const website = inquiryWebsiteUrl(center);
  const rows: [string, string][] = [
    ['Formular', label],
    ['Name', submission.name],
    ['E-Mail', submission.email],
  ];
  if (submission.phone) rows.push(['Telefon', submission.phone]);
  if (submission.company) rows.push(['Firma', submission.company]);
  if (submission.formKey === 'kontakt') {
    if (submission.subject) rows.push(['Betreff', submission.subject]);
  } else {
    if (submission.desiredArea) rows.push(['Gewünschte Fläche', submission.desiredArea]);
    if (submission.desiredPeriod) rows.push(['Gewünschter Zeitraum', submission.desiredPeriod]);
  }
  const blocks: MailBlock[] = [
    {
      type: 'paragraph',
      text: `Über die Website von ${center.name} ist eine neue ${label} eingegangen.`,
    },
    { type: 'details', rows },
    { type: 'paragraph', text: 'Nachricht:' },
    { type: 'multiline', text: submission.message },
    ...(website ? [{ type: 'link' as const, label: 'Website', url: website }] : []),
    { type: 'note', text: `Mit „Antworten“ schreiben Sie direkt an ${submission.email}.` },
  ];
  return renderContent(WEBSITE_FORM_TEMPLATE_ID, {
    subject: inquirySubject(submission, center.name),
    heading: `${label} – ${center.name}`,
    blocks,
    footer: [
      `Diese E-Mail wurde über das Formular „${label}“ der Website von ${center.name} gesendet.`,
      'Sie erhalten sie, weil Ihre Adresse als Empfänger dieses Formulars eingetragen ist.',
    ],
    brand: brandOf(center),
  });
}
