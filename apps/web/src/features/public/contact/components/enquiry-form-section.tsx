// Before the contract's schemas parse anything in this chunk.
import '@/lib/zod-csp';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toasts } from '@/components/ui/toasts';
import { queryClient } from '@/lib/query-client';
import { EnquiryForm } from './enquiry-form';

/**
 * The enquiry form with what it needs around it: the app's one query cache and the toast area. The
 * Contact Us page loads this chunk lazily, after the page has shown and hydrated, so react-hook-form,
 * zod, axios and TanStack Query stay out of the page's first load (issue 3, "Speed").
 */
export function EnquiryFormSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryForm />
      <Toasts />
    </QueryClientProvider>
  );
}
