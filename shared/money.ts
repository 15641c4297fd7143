// Money is whole rupees (integers). Display groups digits the Indian way: ₹1,00,000.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function formatRupees(rupees: number): string {
  if (!Number.isSafeInteger(rupees)) throw new TypeError(`price must be whole rupees, got ${rupees}`);
  return inr.format(rupees);
}
