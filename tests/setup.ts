import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two jest workers share two cores with the API suite in CI: the first render of a file (module
// loading, first React commit) can take over a second there. A wrong screen still fails, later.
configure({ asyncUtilTimeout: 3000 });
