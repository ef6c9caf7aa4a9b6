import { API_PATHS, ZIntakeDecisionResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/intake/{code}/decision`: approves or rejects the application (the decision form's `send`). */
export const postIntakeDecision = (code: string) => sendTo('post', API_PATHS.adminIntakeDecision(code), ZIntakeDecisionResponseSchema);
