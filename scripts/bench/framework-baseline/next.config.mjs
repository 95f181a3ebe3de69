/** The framework-floor page of `npm run bench -- pages` (see app/layout.jsx); built by the benchmark. */
export default { poweredByHeader: false };
