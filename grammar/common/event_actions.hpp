// What every record grammar's actions do most: add an event spanning the text a rule matched. A state
// for these has the game being built (`game.events`) and `offset(in)`, the byte offset of the input.
#pragma once

#include <cstdint>

namespace kypho::grammar {

// Adds the event and returns it, for the action to fill in the rest.
template <typename State, typename ActionInput, typename Type>
auto& add_event(State& s, const ActionInput& in, Type type) {
  // Filled in where it lies, not copied in from the stack (see Record::add_move).
  auto& e = s.game.events.emplace_back();
  e.type = type;
  e.offset = s.offset(in);
  e.length = std::uint32_t(in.size());
  return e;
}

// The action of a rule whose text is an event with nothing more to it.
template <auto Type>
struct push_event {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    add_event(s, in, Type);
  }
};

}  // namespace kypho::grammar
