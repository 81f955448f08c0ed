import { configure } from 'storybook/test';

// `findBy…` and `waitFor` wait for a state; Testing Library's default ceiling (1 s) is shorter than a lazy screen, a
// mocked request or a dialog's entry animation can take on a busy 2-core machine. A generous ceiling costs a passing
// story nothing: the wait ends as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 });
