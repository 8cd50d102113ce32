import { useParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { BookingScreen } from '../features/booking/booking-screen';

/** #/book/{id}: booking storage at a shop (spec §2, §4), for logged-in consumers; a guest logs in first and returns here. */
export function BookRoute() {
  const { id } = useParams();
  const now = useNow();
  return <BookingScreen shopId={id} now={now} />;
}
