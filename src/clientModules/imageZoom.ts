/**
 * Image zoom (themeConfig.zoom: selector, backdrop per colour mode, medium-zoom options), loaded on the first click on
 * an image. Replaces docusaurus-plugin-image-zoom 3.0.1, which put medium-zoom in every page's main bundle and, a second
 * after every page load and navigation, attached it to every image on the page, with the backdrop of the colour mode
 * the page was first loaded in. Here a single click listener waits; a click on a matching image (not inside a link)
 * loads medium-zoom, zooms that image on the current mode's backdrop, and lets it go when it closes.
 */
import siteConfig from '@generated/docusaurus.config';

export interface ZoomSettings {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: Record<string, unknown>;
}

const settings = (siteConfig.themeConfig as {zoom?: ZoomSettings}).zoom;

function backdrop(zoom: ZoomSettings): string {
  return document.documentElement.dataset.theme === 'dark'
    ? (zoom.background?.dark ?? 'rgb(50, 50, 50)')
    : (zoom.background?.light ?? 'rgb(255, 255, 255)');
}

if (typeof window !== 'undefined' && settings) {
  const zoom = settings;
  const selector = zoom.selector ?? '.markdown img';
  document.addEventListener('click', (event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !image.matches(selector) || image.closest('a')) return;
    // Once attached, medium-zoom handles clicks on the image itself (closing it, for one).
    if (image.classList.contains('medium-zoom-image')) return;
    import('medium-zoom').then(
      ({default: mediumZoom}) => {
        const zoomed = mediumZoom(image, {...zoom.config, background: backdrop(zoom)});
        zoomed.on('closed', () => zoomed.detach(), {once: true});
        void zoomed.open();
      },
      () => undefined,
    );
  });
}
