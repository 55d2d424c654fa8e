#pragma once
// Fiber: a stackful coroutine. The game runs its current step on one, so a step that asks the
// player stops where it stands and goes on from there when the answer comes (instead of running
// again from its checkpoint). One thread only: resume() and suspend() switch stacks, nothing else.
//
//   Fiber f(body, arg);   // body(arg) runs at the first resume()
//   f.resume();           // runs the fiber until it calls suspend() or body returns
//   ... f.suspend() inside body returns control to the resume() that ran it ...
//
// The switch is Boost.Context's (every platform and architecture it supports; docs/architecture.md
// has the benchmark that chose it). body must not let an exception escape (an exception never
// crosses a stack switch): catch it in the body and hand it to the controller. Stacks come from a
// per-thread pool and go back to it when the fiber ends, so a game allocates no stack per decision.
// A started fiber must run to its end before it is destroyed: the owner unwinds it (see Game).
#include <boost/context/fiber.hpp>
#include <cstddef>

namespace bnb {

class Fiber {
 public:
  using Body = void (*)(void*);
  Fiber(Body body, void* arg);
  ~Fiber();
  Fiber(const Fiber&) = delete;
  Fiber& operator=(const Fiber&) = delete;

  void resume();   // controller: run the fiber until it suspends or finishes
  void suspend();  // inside the fiber: back to the controller
  bool finished() const { return finished_; }
  bool started() const { return started_; }

  static constexpr size_t kStackSize = size_t(1) << 20;  // address space, touched pages only

 private:
  struct PoolStack;
  boost::context::fiber run(boost::context::fiber&& caller);
  Body body_;
  void* arg_;
  boost::context::fiber fiber_;   // the fiber while the controller runs
  boost::context::fiber caller_;  // the controller while the fiber runs
  void* stack_ = nullptr;         // the lowest usable address (a guard page lies below)
  bool started_ = false;
  bool finished_ = false;
  // AddressSanitizer's view of the switches (unused otherwise).
  void* fake_fiber_ = nullptr;
  void* fake_caller_ = nullptr;
  const void* caller_bottom_ = nullptr;
  size_t caller_size_ = 0;
};

}  // namespace bnb
