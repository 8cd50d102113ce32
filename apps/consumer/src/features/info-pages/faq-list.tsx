import type { FaqEntry } from '@luggage/api/contract';
import { useId, useState } from 'react';

/**
 * A topic's questions as disclosure buttons: each question is a heading holding a button whose
 * aria-expanded says whether its answer below is shown.
 */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="info-page__faq">
      {entries.map((entry) => {
        const isOpen = openIds.has(entry.id);
        const answerId = `${baseId}-${entry.id}`;
        return (
          <li key={entry.id} className="info-page__faq-item">
            <h3 className="info-page__question">
              <button
                type="button"
                className="info-page__question-button"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => toggle(entry.id)}
              >
                {entry.question}
              </button>
            </h3>
            <div id={answerId} className="info-page__answer" hidden={!isOpen}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
