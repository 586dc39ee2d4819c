import { describeFuzzShard } from './fuzz-shard';

describeFuzzShard(1);
