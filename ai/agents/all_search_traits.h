#pragma once
// The SearchTraits of every game, for the generic agents that play them all.
#include "ai/chinese_checkers/chinese_checkers_search_traits.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/nogo/nogo_search_traits.h"
