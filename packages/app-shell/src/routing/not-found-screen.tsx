import { FallbackPage } from '@luggage/ui/fallback-page';
import { useNavigate } from 'react-router';

/** The fallback page for any unknown path (spec §2). */
export function NotFoundScreen() {
  const navigate = useNavigate();
  return <FallbackPage onHome={() => void navigate('/')} />;
}
