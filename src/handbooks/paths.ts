/** Where the handbooks are published, shared by their build (build.ts) and the link on each family's first page. */
export const HANDBOOK_DIR = '/downloads/handbooks';
export const HANDBOOK_LIST_PATH = `${HANDBOOK_DIR}/handbooks.json`;

export const handbookPath = (family: string) => `${HANDBOOK_DIR}/${family}.pdf`;

export interface HandbookList {
  handbooks: {family: string; title: string; pages: number; bytes: number}[];
}
