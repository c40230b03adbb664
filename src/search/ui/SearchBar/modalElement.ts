/** The search modal's elements, as DocSearch renders them (for portals into the modal and for its search box). */
import {useEffect, useState} from 'react';

/** The element of the modal a selector finds, followed as DocSearch renders. */
export function useModalElement(container: HTMLElement, selector: string): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setElement(container.querySelector(selector));
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [container, selector]);
  return element;
}

/**
 * Puts text into DocSearch's search box as the reader would type it: React's value setter is bypassed, so the change
 * reaches its onChange and the query runs.
 */
export function typeIntoSearchBox(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
