import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberSummary, PublicMember } from '@recipes/contracts';
import { jsonResponse, renderWithSession, stubFetch } from '../auth/test-render.tsx';
import { FollowsView } from './FollowsView.tsx';
import { MemberView } from './MemberView.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lan: PublicMember = {
  id: 3,
  name: 'Lan Nguyen',
  profilePicture: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  recipeCount: 2,
  followersCount: 1,
  followingCount: 5,
};

const people: MemberSummary[] = [
  { id: 8, name: 'Greta Bauer', profilePicture: '/media/8/me-400.webp' },
  { id: 9, name: 'Minh Tran', profilePicture: null },
];

describe('FollowsView', () => {
  it("lists who follows the member, each linking to that member's page", () => {
    renderWithSession(<FollowsView direction="followers" member={lan} people={people} page={1} totalPages={1} />, {
      path: '/members/3/followers',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'People following Lan Nguyen' })).toBeTruthy();
    const list = screen.getByTestId('followers-list');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Greta Bauer' }).getAttribute('href')).toBe('/members/8');
    expect(within(list).getByRole('link', { name: 'Minh Tran' }).getAttribute('href')).toBe('/members/9');
    // The name is written next to the picture, so the picture is decoration.
    expect(within(list).queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: '← Back to Lan Nguyen' }).getAttribute('href')).toBe('/members/3');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says so when the member follows nobody, and offers pages when there are more', () => {
    const { unmount } = renderWithSession(
      <FollowsView direction="following" member={lan} people={[]} page={1} totalPages={1} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'People Lan Nguyen follows' })).toBeTruthy();
    expect(screen.getByText('Lan Nguyen does not follow anyone yet.')).toBeTruthy();
    unmount();

    renderWithSession(<FollowsView direction="following" member={lan} people={people} page={2} totalPages={3} />, {
      path: '/members/3/following?page=2',
    });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/members/3/following?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/members/3/following');
  });
});

describe('MemberView counts', () => {
  it('link the follower and following counts to their lists', () => {
    stubFetch(() => jsonResponse([]));
    renderWithSession(<MemberView member={lan} recipes={[]} page={1} totalPages={1} />, { path: '/members/3' });
    const stats = screen.getByRole('list', { name: 'Activity' });
    expect(within(stats).getByRole('link', { name: '1 follower' }).getAttribute('href')).toBe('/members/3/followers');
    expect(within(stats).getByRole('link', { name: '5 following' }).getAttribute('href')).toBe('/members/3/following');
    expect(within(stats).queryByRole('link', { name: /recipes/ })).toBeNull();
  });
});
