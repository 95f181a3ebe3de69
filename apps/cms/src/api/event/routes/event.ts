import { draftGuardedRouter } from '../../../preview/draft-guarded-router';

export default draftGuardedRouter('api::event.event');
