import { Placeholder } from '../placeholder';

// Its own chunk (React.lazy); the content arrives with a later issue.
export default function Screen() {
  return <Placeholder screen="websiteDetail" />;
}
