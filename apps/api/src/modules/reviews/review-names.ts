/** How a reviewer is shown to other shoppers: first name and the initial of the last ('Priya Sharma' → 'Priya S.'). */
export function reviewerName(fullName: string | null): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Shringar Shopper';
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts[parts.length - 1]![0]!.toUpperCase()}.`;
}
