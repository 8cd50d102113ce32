import type { ContentSection } from '@luggage/api/contract';
import { FaqList } from './faq-list';
import { Card } from '@luggage/ui/layout';

/** A page's sections in order: a heading with its paragraphs, or an FAQ topic with its questions. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="info-page__sections">
      {sections.map((section) => (
        <Card as="section" isRoomy key={section.heading} className="info-page__section">
          <h2 className="info-page__heading">{section.heading}</h2>
          {section.kind === 'text' ? (
            section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <FaqList entries={section.entries} />
          )}
        </Card>
      ))}
    </div>
  );
}
