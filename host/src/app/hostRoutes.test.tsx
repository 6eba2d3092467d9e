import { debugPages } from '../debug';
import { hostRoutes } from './hostRoutes';

describe('the host routes', () => {
  it('route exactly the debug pages that host/src/debug lists, in its order', () => {
    expect(
      hostRoutes('local')
        .slice(1)
        .map((route) => [route.path, route.titleKey]),
    ).toEqual(debugPages.map(({ path, titleKey }) => [`/debug/${path}`, titleKey]));
  });

  it('route the debug pages in local and sandbox only', () => {
    expect(hostRoutes('prod').map((route) => route.path)).toEqual(['/login']);
    expect(hostRoutes('sandbox').map((route) => route.path)).toContain('/debug/file-resource-uploader');
  });
});
