/** /checkout: step 1, availability, of the checkout screen (drawn by layout.tsx). */
export default function CheckoutPage() {
  return null;
}
