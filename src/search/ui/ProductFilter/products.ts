/** The products of the filter: their names, and the products a URL asks for. */
import {PRODUCTS, PRODUCT_NAMES, type Product} from '../../engine/format';

/** The products of a list that are real products, in the filter's order, without repeats. */
export function readProducts(values: readonly string[]): Product[] {
  const wanted = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()));
  return PRODUCTS.filter((p) => wanted.has(p));
}

/** "Janus、Triton" for the status line; empty for all products. */
export function productsLabel(products: readonly Product[]): string {
  return products.map((p) => PRODUCT_NAMES[p]).join('、');
}
