import { useCallback, useEffect, useState } from 'react';
import { PublicMemberSchema, type PublicMember } from '@recipes/contracts';
import { useApi, useSession } from '../../lib/session/session.tsx';

/**
 * The member as the page shows them: the server-rendered anonymous view first, then, for a
 * signed-in visitor, the same member read again with the token (it says whether they follow).
 */
export function useMember(initial: PublicMember) {
  const { ready, user } = useSession();
  const api = useApi();
  const [viewed, setViewed] = useState<{ token: string; member: PublicMember } | null>(null);
  const token = user?.token ?? null;
  const memberId = initial.id;

  useEffect(() => {
    if (!ready || !token) return;
    let current = true;
    api<unknown>(`/api/v1/members/${memberId}`).then(
      (answer) => current && setViewed({ token, member: PublicMemberSchema.parse(answer) }),
      (error: unknown) => console.error('Loading the member failed', error),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, token, memberId]);

  const follow = useCallback(
    async (following: boolean) => {
      if (!token) return;
      const answer = await api<unknown>(`/api/v1/members/${memberId}/follow`, { method: following ? 'PUT' : 'DELETE' });
      setViewed({ token, member: PublicMemberSchema.parse(answer) });
    },
    [api, memberId, token],
  );

  const member = viewed && viewed.token === token && viewed.member.id === memberId ? viewed.member : initial;
  return {
    member,
    /** Whether to offer Follow: signed in, someone else's page, and the viewer's state known. */
    canFollow: ready && user !== null && user.id !== memberId && member.followedByMe !== undefined,
    follow,
  };
}
