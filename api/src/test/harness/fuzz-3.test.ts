import { describeFuzzShard } from './fuzz-shard';

describeFuzzShard(2);
