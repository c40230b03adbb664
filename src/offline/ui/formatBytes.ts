/** A size for readers: 0.8 MB, 12 MB, 640 KB (decimal units, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes >= 10_000_000) return `${Math.round(bytes / 1_000_000)} MB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
