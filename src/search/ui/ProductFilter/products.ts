/** The products of the filter (src/products.ts): their names, and the products a URL asks for. */
import {PRODUCTS} from '../../../products';
import type {Product} from '../../engine/format';

/** The products of a list that are real products, in the filter's order, without repeats. */
export function readProducts(values: readonly string[]): Product[] {
  const wanted = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()));
  return PRODUCTS.map((p) => p.id).filter((id) => wanted.has(id));
}

/** "Janus、Triton" for the status line; empty for all products. */
export function productsLabel(products: readonly Product[]): string {
  return products.map((id) => PRODUCTS.find((p) => p.id === id)?.name ?? id).join('、');
}
