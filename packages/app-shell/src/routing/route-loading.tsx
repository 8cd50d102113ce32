import { LoadingState } from '@luggage/ui/states';

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  return (
    <main className="lg-screen">
      <LoadingState />
    </main>
  );
}
