/// \file
/// Stops a build that is not C++20 with one clear first error, instead of a standard library function
/// "not a member of std" or a defaulted comparison deep inside another header. Every header of the
/// library includes it (through the headers it includes), but version.hpp, which any C++17 file may read.
#pragma once

#if defined(_MSVC_LANG)
#if _MSVC_LANG <= 201703L
#error "gametree needs C++20: compile with /std:c++20, or link the CMake target gametree::gametree, which asks for it"
#endif
#elif __cplusplus <= 201703L
#error "gametree needs C++20: compile with -std=c++20, or link the CMake target gametree::gametree, which asks for it"
#endif
