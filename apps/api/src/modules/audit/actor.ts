import type { FastifyRequest } from 'fastify';
import { signedInStaff } from '../../plugins/auth';

/** Who does a staff action, as the audit trail and the records of the action name them. */
export interface StaffActor {
  staffUserId: number;
  /** The member's name as it is now (records keep it as it was then). */
  name: string;
  /** The address the request came from. */
  ip: string | null;
}

/** The signed-in member of staff of a request inside the `requireStaff` tree, with its address. */
export function staffActor(request: FastifyRequest): StaffActor {
  const member = signedInStaff(request);
  return { staffUserId: member.id, name: member.name, ip: request.ip || null };
}
