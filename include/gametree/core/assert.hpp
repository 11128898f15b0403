/// \file
/// Debug contracts: GAMETREE_ASSERT(condition, "message") checks a precondition in debug builds (and
/// whenever GAMETREE_ENABLE_ASSERTS is defined, as the asan preset does) and costs nothing otherwise.
/// A failed contract prints the condition, the message and the place on stderr, then aborts: it is a bug
/// in the caller, not bad input (bad input is answered by the parsers' errors).
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdio>
#include <cstdlib>

#if !defined(NDEBUG) && !defined(GAMETREE_ENABLE_ASSERTS)
/// Defined (as 1) when contracts are checked: in builds without NDEBUG, or by the user (-D) in any build.
#define GAMETREE_ENABLE_ASSERTS 1
#endif

namespace gametree::detail {

[[noreturn]] inline void contract_failed(const char* condition, const char* message, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: gametree contract failed: %s (%s)\n", file, line, message, condition);
    std::abort();
}

}  // namespace gametree::detail

#if defined(GAMETREE_ENABLE_ASSERTS) && GAMETREE_ENABLE_ASSERTS
/// Checks a precondition: when `condition` is false, prints it, `message` and the place, then aborts.
/// Costs nothing (the condition is not evaluated) unless GAMETREE_ENABLE_ASSERTS is on.
#define GAMETREE_ASSERT(condition, message) \
    ((condition) ? static_cast<void>(0) : ::gametree::detail::contract_failed(#condition, message, __FILE__, __LINE__))
#else
#define GAMETREE_ASSERT(condition, message) static_cast<void>(0)
#endif
