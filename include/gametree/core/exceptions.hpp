/// \file
/// Builds without exceptions (-fno-exceptions, as many game projects compile). The library throws only
/// for a caller's bad argument (std::invalid_argument, std::length_error: an engine option out of range,
/// say) and passes its worker threads' exceptions on to the caller. Without exceptions such an error
/// prints its message on stderr and aborts instead, as a failed allocation or thread start does there,
/// and the try/catch blocks around thread starts and worker threads drop out (nothing can be thrown to
/// them). Everything else behaves the same.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>

#ifndef GAMETREE_EXCEPTIONS
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
/// 1 when the library may throw and catch: the compiler has exceptions on, unless the user defines it as 0.
#define GAMETREE_EXCEPTIONS 1
#else
/// 0: the compiler has exceptions off (-fno-exceptions).
#define GAMETREE_EXCEPTIONS 0
#endif
#endif

namespace gametree::detail {

/// Throws `error`; without exceptions, prints "gametree: " and its what() on stderr and aborts.
template <class Error>
[[noreturn]] void raise(const Error& error) {
#if GAMETREE_EXCEPTIONS
    throw error;
#else
    std::fprintf(stderr, "gametree: %s\n", error.what());
    std::abort();
#endif
}

/// Calls `work()`. If it throws, calls `failed(std::current_exception())` and returns false instead of
/// letting the exception go on; else true. Without exceptions: work(), true.
template <class Work, class Failed>
bool call_catching(Work&& work, Failed&& failed) {
#if GAMETREE_EXCEPTIONS
    try {
        work();
        return true;
    } catch (...) {
        failed(std::current_exception());
        return false;
    }
#else
    (void)failed;
    work();
    return true;
#endif
}

/// Calls `work()`. If it throws, calls `undo()` and throws the exception on (to stop and join the
/// threads that started before one could not). Without exceptions: work().
template <class Work, class Undo>
void undo_on_exception(Work&& work, Undo&& undo) {
#if GAMETREE_EXCEPTIONS
    try {
        work();
    } catch (...) {
        undo();
        throw;
    }
#else
    (void)undo;
    work();
#endif
}

}  // namespace gametree::detail
