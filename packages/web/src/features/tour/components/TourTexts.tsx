import type { ReactNode } from 'react';
import type { TourStepProps } from 'antd';

/** A tour step's target: the element the selector finds now, or none (antd then centres the step). */
export const targetOf = (selector: string) => (): HTMLElement =>
  // antd's type asks for an element, but it handles null (a centred step) — a step whose element left the page.
  document.querySelector<HTMLElement>(selector) as HTMLElement;

/** Title and text of a step, marked for the browser tests. */
export function stepTexts(title: string, description: string, prefix: string): Pick<TourStepProps, 'title' | 'description'> {
  const node = (testId: string, text: string): ReactNode => <span data-testid={`${prefix}-${testId}`}>{text}</span>;
  return { title: node('title', title), description: node('text', description) };
}
