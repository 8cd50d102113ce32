import type { ContentSection } from '@luggage/api/contract';
import { Card } from '@luggage/ui/layout';
import { SupportContactLinks } from '../../shared/support-contact/support-contact';
import { FaqList } from './faq-list';

/** A page's sections in order: a heading with its paragraphs, an FAQ topic with its questions, or how to reach support. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="info-page__sections">
      {sections.map((section) => (
        <Card as="section" isRoomy key={section.heading} className="info-page__section">
          <h2 className="info-page__heading">{section.heading}</h2>
          {section.kind === 'text' && section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.kind === 'faq' && <FaqList entries={section.entries} />}
          {section.kind === 'contact' && <SupportContactLinks contact={section.contact} />}
        </Card>
      ))}
    </div>
  );
}
