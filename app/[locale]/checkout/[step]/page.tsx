import { notFound } from 'next/navigation';
import { STEP_SEGMENTS, isStepSegment } from '@/components/checkout/checkout-step';

type StepPageProps = { params: Promise<{ step: string }> };

/** The three addresses are known: each is prerendered once (README: Cached pages). */
export function generateStaticParams(): { step: string }[] {
  return STEP_SEGMENTS.map((step) => ({ step }));
}

/**
 * /checkout/data, /checkout/summary (both the data step) and /checkout/confirm (spec §2): the
 * same screen (layout.tsx) at another step. Any other segment is not found.
 */
export default async function CheckoutStepPage({ params }: StepPageProps) {
  if (!isStepSegment((await params).step)) notFound();
  return null;
}
