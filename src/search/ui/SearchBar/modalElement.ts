/** The element of the search modal a selector finds, followed as DocSearch renders (for portals into the modal). */
import {useEffect, useState} from 'react';

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
