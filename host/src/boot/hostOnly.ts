/** Routes the host renders itself before (and without) the app: the login (issue 17). Its page loads no app code. */
export const HOST_ONLY_PATHS: readonly string[] = ['/login'];

export const isHostOnlyPath = (pathname: string): boolean => HOST_ONLY_PATHS.includes(pathname);
