import { useSearchParams } from 'react-router';
import { CommentList } from '../features/comments/comment-list';
import { useNow } from '../shared/dates/use-now';

/** #/comments?storeId=…: a shop's reviews (spec §2), for guests too. */
export function CommentsRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <CommentList storeId={params.get('storeId')} now={now} />;
}
